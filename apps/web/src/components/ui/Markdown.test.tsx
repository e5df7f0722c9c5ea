// The operator's Markdown is drawn as elements, never as HTML: a tag in the text stays text, a
// javascript: link stays plain text, app links stay in the app and outside ones open apart.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Markdown } from './Markdown.tsx';

afterEach(cleanup);

const SOURCE = [
  '## 1. Hesap açma',
  '',
  'Hesap açmak için **18 yaşından** büyük olmalısınız; ayrıntılar [Gizlilik Bildirimi](/legal/privacy) ve [lisans makamı](https://example.org/lisans) sayfasında.',
  '',
  '- Tek hesap',
  '- Doğru bilgi',
  '',
  '1. Önce kimlik',
  '2. Sonra adres',
  '',
  '<script>window.hacked = true</script> <img src=x onerror="window.hacked = true">',
  '',
  '[tıklayın](javascript:alert(1)) ve [burası](//evil.example/x)',
].join('\n');

function draw() {
  return render(
    <MemoryRouter>
      <Markdown source={SOURCE} className="md" />
    </MemoryRouter>,
  ).container;
}

describe('Markdown', () => {
  it('draws sections as h2 under the page title, paragraphs, lists and bold', () => {
    const root = draw();
    expect(root.querySelector('h2')?.textContent).toBe('1. Hesap açma');
    expect(root.querySelector('strong')?.textContent).toBe('18 yaşından');
    expect([...root.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual([
      'Tek hesap',
      'Doğru bilgi',
    ]);
    expect([...root.querySelectorAll('ol li')].map((li) => li.textContent)).toEqual([
      'Önce kimlik',
      'Sonra adres',
    ]);
  });

  it('keeps app links in the app and opens https links apart', () => {
    const links = [...draw().querySelectorAll('a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
      a.getAttribute('target'),
      a.getAttribute('rel'),
    ]);
    expect(links).toEqual([
      ['Gizlilik Bildirimi', '/legal/privacy', null, null],
      ['lisans makamı', 'https://example.org/lisans', '_blank', 'noopener noreferrer'],
    ]);
  });

  it('never turns the text into HTML: tags stay text, other addresses stay plain words', () => {
    const root = draw();
    expect(root.querySelector('script, img, [onerror]')).toBeNull();
    expect(root.textContent).toContain('<script>window.hacked = true</script>');
    expect(root.textContent).toMatch(/tıklayın\)? ve burası/);
    expect((globalThis as { hacked?: boolean }).hacked).toBeUndefined();
  });
});

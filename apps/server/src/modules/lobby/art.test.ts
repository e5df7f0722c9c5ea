// Generated art: the same picture for the same game, a different one for another, 3:4 tiles
// and 16:5 banners, and text that can never break out of the SVG.
import { describe, expect, it } from 'vitest';
import { escapeXml } from '../../http/xml.ts';
import { bannerArtSvg, gameArtSvg } from './art.ts';

const tile = (name: string, firmName = 'Pragmatic Play', category = 'slot') =>
  gameArtSvg({ name, firmName, category });

describe('generated art', () => {
  it('escapes markup and drops characters XML forbids', () => {
    expect(escapeXml(`<script>alert("x")</script> & 'y'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
    );
    expect(escapeXml('a\u0000b\u0007c\ud800d\uffffe\tf')).toBe('abc\ufffdde\tf');
    const svg = tile('</text><script>alert(1)</script>', '"><image href="x"/>');
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<image');
    expect(svg).toContain('&lt;/text&gt;&lt;script&gt;');
  });

  it('draws the same tile for the same game and another for another game', () => {
    expect(tile('Şeker Bonanza')).toBe(tile('Şeker Bonanza'));
    const colours = (svg: string) => svg.match(/hsl\([^)]*\)/g)!.slice(0, 2);
    expect(colours(tile('Şeker Bonanza'))).not.toEqual(colours(tile('Kapadokya Bonanza')));
    expect(tile('Lale', 'NetEnt')).not.toBe(tile('Lale', 'Playson'));
  });

  it('is a 3:4 tile with the name in large type and the provider small', () => {
    const svg = tile('İSTANBUL GECELERİ', 'PG');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 300 400"/);
    expect(svg).toMatch(/font-size="(4\d|3\d)"[^>]*>.*İSTANBUL/);
    expect(svg).toContain('font-size="15"');
    expect(svg).toContain('>PG</text>');
    // A long name wraps to at most three lines; each category has its own emblem.
    const long = tile('Double Exposure Punto Banco Ankara Extra');
    const titleLines = long.match(/<text x="150" y="(?!382)\d+"/g)!;
    expect(titleLines.length).toBeGreaterThanOrEqual(2);
    expect(titleLines.length).toBeLessThanOrEqual(3);
    const emblems = ['slot', 'live', 'table', 'instant', 'fishing', 'jackpot'].map((c) =>
      tile('Lale', 'Vivo', c),
    );
    expect(new Set(emblems).size).toBe(6);
  });

  it('draws wide banners without text of their own', () => {
    const svg = bannerArtSvg({ id: 1, title: 'Talih’e hoş geldiniz' });
    expect(svg).toMatch(/viewBox="0 0 1600 500"/);
    expect(svg).not.toMatch(/<text/);
    expect(svg).toBe(bannerArtSvg({ id: 1, title: 'Talih’e hoş geldiniz' }));
    expect(svg).not.toBe(bannerArtSvg({ id: 2, title: 'Roket' }));
  });
});

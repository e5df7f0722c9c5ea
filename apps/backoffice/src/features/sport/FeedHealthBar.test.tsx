// The feed-health panel above the trader's event list in each state: loading, unreadable (an
// error, in Turkish), LSports without a report yet (empty), the sandbox feed (no figures), and
// a stale LSports feed with its figures.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import { FeedHealthView } from './FeedHealthBar.tsx';

const panel = () => screen.getByRole('region', { name: 'Oran beslemesi' });

describe('FeedHealthView', () => {
  beforeAll(() => initI18n('tk'));
  afterEach(cleanup);

  it('says it is loading before the first answer', () => {
    const { container } = render(<FeedHealthView data={undefined} loading={true} error={null} />);
    expect(container.textContent).toBe('Yükleniyor…');
    expect(screen.queryByRole('region')).toBe(null);
  });

  it('says the health could not be read when the call fails, and keeps retrying', () => {
    render(<FeedHealthView data={undefined} loading={false} error="HTTP 502" />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Besleme durumu okunamadı; birkaç saniyede bir yeniden deneniyor.',
    );
  });

  it('says LSports has not reported yet when no consumer stored its health (empty)', () => {
    render(
      <FeedHealthView data={{ feed: 'lsports', health: null }} loading={false} error={null} />,
    );
    expect(panel().textContent).toBe(
      'Oran beslemesi: LSports TRADE360Besleme henüz durum bildirmedi.',
    );
  });

  it('names the sandbox feed without figures', () => {
    render(
      <FeedHealthView data={{ feed: 'sandbox', health: null }} loading={false} error={null} />,
    );
    expect(panel().textContent).toBe('Oran beslemesi: sandbox (bu sunucuda, uydurma maçlar)');
  });

  it('shows a stale feed with its suspended markets and failed recoveries', () => {
    const { container } = render(
      <FeedHealthView
        data={{
          feed: 'lsports',
          health: {
            instance: 'talih-1:42',
            state: 'stale',
            lastHeartbeatAt: null,
            lastLagMs: 1250,
            suspendedMarkets: 37,
            recoveries: 4,
            recoveryFailures: 2,
            messages: 1200,
            updatedAt: 0,
          },
        }}
        loading={false}
        error={null}
      />,
    );
    const figures = [...container.querySelectorAll('dt')].map(
      (dt) => `${dt.textContent}=${dt.nextElementSibling?.textContent}`,
    );
    expect(figures).toEqual([
      'Durum=Bayat, pazarlar askıda',
      'Son sinyal=—',
      'Gecikme=1250 ms',
      'Besleme yüzünden askıdaki pazar=37',
      'Kurtarma=4 · 2 başarısız',
      'Mesaj=1200',
    ]);
    expect(container.querySelector('.warn-text')?.textContent).toBe('37');
  });
});

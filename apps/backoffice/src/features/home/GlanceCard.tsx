// The figures at a glance on the overview (reports.read): GGR, NGR, bonus cost, deposits and
// withdrawals (amount and count), first-time depositors, active and new players for today or
// the last 7 or 30 days, each with its change against the period before and a trend line.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GLANCE_WINDOWS, type Figures } from '@talih/contracts/backoffice/reports.ts';
import { Money } from '../../components/Money.tsx';
import { locale } from '../../lib/i18n.ts';
import { homeQueries, type Glance } from './api.ts';
import { CardFailed, CardLoading } from './CardState.tsx';
import { changeOf, isEmpty, TILES, trendOf, type TileSpec } from './glance-view.ts';
import { TrendLine } from './TrendLine.tsx';

export function GlanceCard() {
  const { t } = useTranslation();
  const [days, setDays] = useState<number>(1);
  const glance = useQuery(homeQueries.glance());
  const win = glance.data?.windows.find((w) => w.days === days);
  return (
    <section aria-labelledby="home-glance" className="home-section">
      <div className="glance-head">
        <div>
          <h2 id="home-glance">{t('home.glance.title')}</h2>
          <p className="muted small">{t('home.glance.subtitle')}</p>
        </div>
        <div className="segmented" role="group" aria-label={t('home.glance.windowsLabel')}>
          {GLANCE_WINDOWS.map((d) => (
            <button
              key={d}
              type="button"
              className="btn btn-small"
              aria-pressed={d === days}
              onClick={() => setDays(d)}
            >
              {t(`home.glance.windows.${d}`)}
            </button>
          ))}
        </div>
      </div>
      {glance.isPending && <GlanceSkeleton />}
      {glance.isError && <CardFailed onRetry={() => void glance.refetch()} />}
      {win && glance.data && isEmpty(win.current) && isEmpty(win.previous) && (
        <p className="card glance-empty">{t('home.glance.empty')}</p>
      )}
      {win && glance.data && !(isEmpty(win.current) && isEmpty(win.previous)) && (
        <ul className="glance-tiles" data-testid="glance-tiles">
          {TILES.map((tile) => (
            <GlanceTile key={tile.key} tile={tile} win={win} glance={glance.data} />
          ))}
        </ul>
      )}
      <Link to="/reports" className="small">
        {t('home.glance.openReports')}
      </Link>
    </section>
  );
}

function GlanceSkeleton() {
  return (
    <ul className="glance-tiles">
      {TILES.map((tile) => (
        <li key={tile.key} className="card glance-tile">
          <CardLoading />
        </li>
      ))}
    </ul>
  );
}

interface TileProps {
  tile: TileSpec;
  win: { days: number; current: Figures; previous: Figures };
  glance: Glance;
}

function GlanceTile({ tile, win, glance }: TileProps) {
  const { t } = useTranslation();
  const name = t(`home.glance.figures.${tile.key}`);
  const value = tile.value(win.current);
  return (
    <li className="card glance-tile" data-figure={tile.key}>
      <span className="card-label">{name}</span>
      <strong className="glance-value num">
        {tile.money ? <Money minor={value} /> : value.toLocaleString(locale())}
      </strong>
      {tile.count && (
        <span className="muted small">
          {t('home.glance.count', { count: tile.count(win.current) })}
        </span>
      )}
      <ChangeLine tile={tile} current={value} previous={tile.value(win.previous)} />
      <TrendLine
        values={trendOf(glance, win.days, tile)}
        label={t('home.glance.trend', { name })}
      />
    </li>
  );
}

function ChangeLine(props: { tile: TileSpec; current: number; previous: number }) {
  const { t } = useTranslation();
  const change = changeOf(props.current, props.previous);
  if (change.kind === 'same') {
    return <span className="glance-change muted small">{t('home.glance.noChange')}</span>;
  }
  if (change.kind === 'fromZero') {
    return <span className="glance-change muted small">{t('home.glance.newValue')}</span>;
  }
  const good = change.up !== Boolean(props.tile.cost);
  return (
    <span className={`glance-change small ${good ? 'glance-good' : 'glance-bad'}`}>
      {change.up ? '▲' : '▼'} {t('home.glance.change', { pct: change.pct })}
    </span>
  );
}

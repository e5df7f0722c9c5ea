// The game providers: the address of a provider's gameAll page, its mark, and desktop Home's
// strip of providers.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.ts';
import { formatCount } from '../../../lib/format.ts';
import { Placeholder } from '../GameTile.tsx';
import { useLobby, type LobbyProvider } from '../lobby-api.ts';
import '../lobby.css';

/** The gameAll page of a provider: its main category, its name and its code. */
export function providerPath(p: Pick<LobbyProvider, 'categoryId' | 'firmName' | 'firmCode'>) {
  return `/gameAll/${p.categoryId}/${encodeURIComponent(p.firmName)}/${encodeURIComponent(p.firmCode)}`;
}

export function ProviderMark({ name }: { name: string }) {
  return <Placeholder name={name} className="provider-mark" />;
}

/** Desktop Home's providers: each opens its gameAll page. */
export function ProviderStrip() {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const providers = useLobby().data?.providerList ?? [];
  if (providers.length === 0) return null;
  return (
    <section className="providers" aria-labelledby="providers-title">
      <h2 id="providers-title" className="game-row-title">
        {t('drawer.providers')}
      </h2>
      <ul className="provider-list">
        {providers.map((p) => (
          <li key={p.firmCode}>
            <Link to={providerPath(p)} className="provider-chip" data-testid="provider-link">
              <ProviderMark name={p.firmName} />
              <span className="provider-chip-name">{p.firmName}</span>
              <span className="provider-chip-count amount">{formatCount(p.gameCount, lang)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

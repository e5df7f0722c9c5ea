// The bonus area: templates (list, editor, versions with four-eyes), grants to a
// player, and the cost report per template, each on its own tab.
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/session.ts';
import { GrantPage } from './GrantPage.tsx';
import { ReportPage } from './ReportPage.tsx';
import { BLANK_RULES, TemplateEditor } from './TemplateEditor.tsx';
import { TemplatePage } from './TemplatePage.tsx';
import { TemplatesPage } from './TemplatesPage.tsx';
import '../../components/panels.css';
import '../../components/editors.css';
import './bonus.css';

export default function BonusRoutes() {
  const { t } = useTranslation();
  const canGrant = useCan('bonus.grant');
  const canWrite = useCan('bonus.write');
  const tabs = [
    ['templates', 'bonus.tabs.templates'],
    ...(canGrant ? [['grant', 'bonus.tabs.grant']] : []),
    ['report', 'bonus.tabs.report'],
  ];
  return (
    <section className="page bo-area">
      <header className="page-head">
        <div>
          <h1>{t('bonus.title')}</h1>
          <p className="muted">{t('bonus.subtitle')}</p>
        </div>
      </header>
      <nav className="tabs" aria-label={t('bonus.title')}>
        {tabs.map(([tab, label]) => (
          <NavLink key={tab} className="tab" to={`/bonus/${tab}`}>
            {t(label!)}
          </NavLink>
        ))}
      </nav>
      <Routes>
        <Route index element={<Navigate to="templates" replace />} />
        <Route path="templates" element={<TemplatesPage />} />
        {canWrite && (
          <Route
            path="templates/new"
            element={
              <>
                <h2>{t('bonus.editor.newTitle')}</h2>
                <TemplateEditor initial={{ title: { tk: '', en: '' }, rules: BLANK_RULES }} />
              </>
            }
          />
        )}
        <Route path="templates/:id" element={<TemplatePage />} />
        {canGrant && <Route path="grant" element={<GrantPage />} />}
        <Route path="report" element={<ReportPage />} />
      </Routes>
    </section>
  );
}

// The sign-in pages' frame: the brand over a card.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function AuthCard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className="auth-page" id="main">
      <div className="auth-card">
        <div className="brand auth-brand">
          <span className="brand-mark" aria-hidden="true">
            T
          </span>
          <span>{t('app.title')}</span>
        </div>
        {children}
      </div>
    </main>
  );
}

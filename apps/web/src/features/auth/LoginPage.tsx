// Login / registration shell. Desktop picks the tab with ?type=register; the mobile set also
// has /register.
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import '../../components/ui/ui.css';
import './auth.css';

export default function LoginPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const isRegister = pathname === '/register' || params.get('type') === 'register';
  const onMobileRoute = pathname === '/register';
  // A page that sent the player here (?redirect=) is kept across the two tabs.
  const redirect = params.get('redirect');
  const back = redirect ? `redirect=${encodeURIComponent(redirect)}` : '';
  const loginHref = back ? `/login?${back}` : '/login';
  const registerHref = onMobileRoute
    ? `/register${back ? `?${back}` : ''}`
    : `/login?type=register${back ? `&${back}` : ''}`;

  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title" className="auth-title">
          {isRegister ? t('auth.registerTitle') : t('auth.loginTitle')}
        </h1>
        <p className="auth-sub">{isRegister ? t('auth.registerSub') : t('auth.loginSub')}</p>
        <nav className="auth-tabs" aria-label={t('auth.tabs')}>
          <Link
            to={loginHref}
            replace
            className="auth-tab"
            aria-current={!isRegister ? 'page' : undefined}
          >
            {t('header.login')}
          </Link>
          <Link
            to={registerHref}
            replace
            className="auth-tab"
            aria-current={isRegister ? 'page' : undefined}
          >
            {t('header.register')}
          </Link>
        </nav>
        {isRegister ? <RegisterForm key="register" /> : <LoginForm key="login" />}
        <p className="auth-foot">
          <ShieldCheck size={16} aria-hidden="true" />
          {t('auth.responsible')}
        </p>
      </section>
    </div>
  );
}

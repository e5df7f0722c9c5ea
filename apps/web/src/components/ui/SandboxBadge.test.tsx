// The sandbox badge shows only on a sandbox server, translated, with the full sentence as its
// tooltip and accessible name.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { setLanguage } from '../../lib/i18n.ts';
import { useSiteConfig } from '../../lib/site-config.ts';
import { SandboxBadge } from './SandboxBadge.tsx';

const features = { sport: true, depositMethods: ['havale' as const] };
const jurisdiction = {
  code: 'sandbox',
  currency: 'TRY',
  phoneCallingCodes: ['90'],
  minimumAge: 18,
  limitsRequiredAtSignup: [],
  increaseCoolingOffHours: 24,
  realityCheckMinutes: 60,
  timeOutOptionsHours: [24],
  selfExclusionOptionsMonths: [6],
  panicButton: false,
  helpLines: [],
};

beforeEach(() => useSiteConfig.setState({ config: null }));
afterEach(cleanup);

describe('SandboxBadge', () => {
  it('says in Turkish that the money is not real', async () => {
    await setLanguage('tk');
    useSiteConfig.setState({ config: { mode: 'sandbox', features, jurisdiction } });
    render(<SandboxBadge />);
    const badge = screen.getByRole('button');
    expect(badge.textContent).toBe('Deneme');
    expect(badge.getAttribute('title')).toBe(
      'Deneme modu: bakiye, yatırımlar ve kazançlar gerçek para değildir.',
    );
  });

  it('shows nothing in production or before the server answered', async () => {
    await setLanguage('en');
    const { container } = render(<SandboxBadge />);
    expect(container.textContent).toBe('');
    act(() => useSiteConfig.setState({ config: { mode: 'production', features, jurisdiction } }));
    expect(container.textContent).toBe('');
    act(() => useSiteConfig.setState({ config: { mode: 'sandbox', features, jurisdiction } }));
    expect(container.textContent).toBe('Sandbox');
  });
});

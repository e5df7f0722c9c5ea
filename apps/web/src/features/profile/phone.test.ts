import { afterEach, describe, expect, it } from 'vitest';
import { formatPhone } from './account-ui.ts';
import { setDeployment } from '../../lib/deployment.ts';
import { mobileOf, nationalOf, usePickedCallingCode } from '../../lib/phone.ts';

describe("phones under the deployment's pack", () => {
  afterEach(() => {
    setDeployment({ currency: 'TRY', phoneCallingCodes: ['90'] });
    usePickedCallingCode.setState({ code: null });
  });

  it("keeps the seed's +90 in sandbox", () => {
    expect(mobileOf('0555 111 22 33')).toBe('905551112233');
    expect(formatPhone('905321234567')).toBe('+90 532 123 45 67');
  });

  it('stores and shows German numbers with +49', () => {
    setDeployment({ currency: 'EUR', phoneCallingCodes: ['49'] });
    expect(mobileOf('0151 23456789')).toBe('4915123456789');
    expect(nationalOf('4915123456789')).toBe('15123456789');
    expect(formatPhone('4915123456789')).toBe('+49 151 234 567 89');
  });

  it('gives a national number the code picked in the selector', () => {
    setDeployment({ currency: 'EUR', phoneCallingCodes: ['356', '353'] });
    expect(mobileOf('79123456')).toBe('35679123456');
    usePickedCallingCode.getState().pick('353');
    expect(mobileOf('871234567')).toBe('353871234567');
  });
});

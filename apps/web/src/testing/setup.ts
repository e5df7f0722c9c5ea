// The web and back-office tests run as a sandbox deployment would: its pack's currency (TRY)
// and phone code (+90), as the server's index.html and /auth/me would tell the apps.
import { setDeploymentCurrency } from '../../../backoffice/src/lib/format.ts';
import { setDeployment } from '../lib/deployment.ts';

setDeployment({ currency: 'TRY', phoneCallingCodes: ['90'] });
setDeploymentCurrency('TRY');

// KYC's public entry: the notice the cashier shows when a deposit or withdrawal needs a level.
export { KycNotice } from './KycNotice.tsx';

// Player protection's public entry: what registration and the cashier compose (a limit at
// sign-up, the deposit gate) and the pack's rules as the screens read them.
export { DepositGate, parseLimit, SignupLimitField } from './DepositLimitPrompt.tsx';
export { useProtection } from './api.ts';
export { usePack } from './labels.ts';
export { ExclusionGate } from './ExclusionGate.tsx';

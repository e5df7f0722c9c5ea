// The wallet feature's public entry: the live balance the app shell keeps open.
export { useLiveBalance } from './useLiveBalance.ts';

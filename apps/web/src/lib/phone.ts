// Phones under the deployment's pack: the calling codes it accepts (Germany's 49, the seed's
// 90), the one the player picked in front of the field when there are several, and the stored
// form (code + national number) the server expects.
import { create } from 'zustand';
import { phoneWithoutPrefix, splitPhone, storedPhone } from '@talih/contracts/phone.ts';
import { deployment } from './deployment.ts';

interface PickedCode {
  /** The code chosen in the phone fields' selector; null: the pack's first. */
  code: string | null;
  pick(code: string): void;
}

export const usePickedCallingCode = create<PickedCode>((set) => ({
  code: null,
  pick: (code) => set({ code }),
}));

/** The pack's codes with the picked one first: a national number gets that one. */
function codesInOrder(): string[] {
  const codes = [...deployment().phoneCallingCodes];
  const picked = usePickedCallingCode.getState().code;
  return picked && codes.includes(picked) ? [picked, ...codes.filter((c) => c !== picked)] : codes;
}

/** What the server stores: the code then the national number; the input when it isn't valid. */
export function mobileOf(phone: string): string {
  return storedPhone(phone, codesInOrder()) ?? phone.trim();
}

/** The number without its country code (S3.1 "derived"). */
export function nationalOf(mobile: string): string {
  return phoneWithoutPrefix(mobile, deployment().phoneCallingCodes);
}

/** "+49 151 234 567 89": the stored number with its code, grouped for reading. */
export function splitStored(mobile: string): { code: string; national: string } | null {
  const codes = deployment().phoneCallingCodes;
  const code = [...codes].sort((a, b) => b.length - a.length).find((c) => mobile.startsWith(c));
  if (code === undefined) return splitPhone(mobile, codes);
  return { code, national: mobile.slice(code.length) };
}

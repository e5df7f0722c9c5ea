// The identity-vendor port: what the KYC area needs from a vendor that checks a player's
// identity document against a selfie (docs/design.md "Real providers"). The vendor's ids, its
// capture page and its verdict cross this line; its protocol (tokens, signatures, regions)
// stays in the adapter.

export interface IdentityApplicant {
  userId: number;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD, as the player gave it at the basic level. */
  birthDate: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
}

export interface StartedCapture {
  applicantId: string;
  /** The vendor's id of this capture attempt (a workflow run). */
  runId: string;
  /** The vendor's own page the player opens to photograph the document and take a selfie. */
  captureUrl: string;
}

/** A verified webhook, reduced to what the KYC area acts on. */
export type IdentityEvent =
  | { kind: 'check_started'; checkId: string }
  | { kind: 'check_completed'; checkId: string }
  | { kind: 'run_completed'; runId: string; status: string }
  | { kind: 'ignored'; action: string };

/**
 * The vendor's verdict, read back from its API (never taken from the webhook's body):
 * clear verifies, rejected asks the player to capture again (an unreadable or expired
 * document), consider goes to staff with the reasons.
 */
export interface IdentityVerdict {
  checkId: string;
  applicantId: string;
  complete: boolean;
  outcome: 'clear' | 'consider' | 'rejected' | null;
  /** Stable codes: `<report>.<breakdown>` (document.visual_authenticity, ...). */
  reasons: string[];
}

export class BadIdentitySignature extends Error {}

export interface IdentityVendor {
  readonly name: string;
  /** Reuses the player's applicant when there is one, and opens a new capture attempt. */
  start(
    applicant: IdentityApplicant,
    existingApplicantId: string | null,
    completedUrl: string,
  ): Promise<StartedCapture>;
  /** Checks the signature over the raw body and reads the event; throws BadIdentitySignature. */
  readEvent(rawBody: Buffer, signature: string | undefined): IdentityEvent;
  verdict(checkId: string): Promise<IdentityVerdict>;
}

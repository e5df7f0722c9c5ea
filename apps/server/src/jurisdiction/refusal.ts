// What a pack refuses (a country outside its list, a phone with another country's code) is said
// to the player in their language: the refusal carries the message key, and the HTTP layer's one
// error handler translates it. Kept here, not as the HTTP layer's error, so jurisdiction code
// stays below http.

export class JurisdictionRefusal extends Error {
  readonly messageKey: string;
  readonly vars: Record<string, string | number>;

  constructor(messageKey: string, vars: Record<string, string | number> = {}) {
    super(messageKey);
    this.name = 'JurisdictionRefusal';
    this.messageKey = messageKey;
    this.vars = vars;
  }
}

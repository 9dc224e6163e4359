/** The part of mailauth (4.x ships no types) the mail stack tests use. */
declare module 'mailauth' {
  interface Result {
    status: { result: string };
  }
  export function authenticate(
    message: Buffer | string,
    options: {
      ip: string;
      helo: string;
      sender: string;
      mta: string;
      resolver: (name: string, type: string) => Promise<unknown>;
    },
  ): Promise<{
    dkim: { results: Array<Result & { signingDomain: string; selector: string }> };
    spf: Result;
    dmarc: Result;
  }>;
}

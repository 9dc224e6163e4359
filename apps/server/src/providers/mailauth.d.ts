/** The part of mailauth (4.x ships no types) the service uses: its header parser. */
declare module 'mailauth/lib/parse-dkim-headers.js' {
  interface ResultPart {
    value: string;
    comment?: string;
  }
  export default function parseDkimHeaders(header: string): {
    parsed: {
      header?: string;
      value?: string;
      spf?: ResultPart;
      dkim?: ResultPart[];
      dmarc?: ResultPart;
    };
  };
}

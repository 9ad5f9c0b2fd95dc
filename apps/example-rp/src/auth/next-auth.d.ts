import 'next-auth';
import 'next-auth/jwt';

/** What this app adds to next-auth's session and (encrypted) JWT cookie. */
declare module 'next-auth' {
  interface Session {
    coffer?: {
      sub: string;
      acr: string;
      amr: string[];
      authTime: number | undefined;
    };
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    acr?: string;
    amr?: string[];
    authTime?: number;
    sid?: string;
    idToken?: string;
  }
}

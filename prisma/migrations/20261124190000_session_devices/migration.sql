-- The person's list of signed-in sessions (docs/identities.md#sessions): which browser, from
-- roughly where, and when it was last used. Only the network (an IPv4 /24, an IPv6 /48) is
-- kept, never the full address: the list needs "where from", not who exactly.
ALTER TABLE "ProviderSession" ADD COLUMN "userAgent" VARCHAR(512);
ALTER TABLE "ProviderSession" ADD COLUMN "network" VARCHAR(64);
ALTER TABLE "ProviderSession" ADD COLUMN "lastActiveAt" TIMESTAMPTZ(3);

// The player's country, for the pack's allowed countries: a header the trusted proxy in front
// sets (COUNTRY_HEADER, e.g. cf-ipcountry), else a GeoIP lookup of the client address with the
// GeoLite2 country database the geoip-country package ships. A loopback or private address
// has no country: allowed only when COUNTRY_UNKNOWN_ALLOWED (on in sandbox mode).
import type { FastifyRequest } from 'fastify';
import { createRequire } from 'node:module';
import type * as GeoIpModule from 'geoip-country';
import proxyAddr from '@fastify/proxy-addr';
import { countryAllowed } from '@talih/contracts/jurisdiction.ts';
import type { Config } from '../config.ts';
import { JurisdictionRefusal } from './refusal.ts';

type CountryConfig = Pick<
  Config,
  'COUNTRY_HEADER' | 'COUNTRY_UNKNOWN_ALLOWED' | 'TRUST_PROXY' | 'jurisdiction'
>;
type RequestLike = Pick<FastifyRequest, 'ip' | 'headers' | 'socket'>;

type GeoIp = typeof GeoIpModule;
let geoip: GeoIp | null = null;

/**
 * The GeoIP database, read on the first lookup (about 8 MB, some 400 ms): a deployment whose
 * pack allows every country, or that trusts a proxy's header, never loads it.
 */
function geoIp(): GeoIp {
  geoip ??= createRequire(import.meta.url)('geoip-country') as GeoIp;
  return geoip;
}

/** A cache: TRUST_PROXY's list compiled once per configuration value (proxy-addr's compile). */
const trustCache = new WeakMap<object, (address: string, hop: number) => boolean>();

/** Whether the hop that sent the request (the socket's peer) is a proxy TRUST_PROXY trusts. */
function peerIsTrusted(config: CountryConfig, req: RequestLike): boolean {
  const trust = config.TRUST_PROXY;
  if (trust === false) return false;
  if (typeof trust === 'number') return trust >= 1;
  let check = trustCache.get(trust);
  if (!check) {
    check = proxyAddr.compile(trust);
    trustCache.set(trust, check);
  }
  return check(req.socket.remoteAddress ?? '', 0);
}

/** The country code a header or GeoIP gives, or null when it can't be known. */
export function playerCountry(config: CountryConfig, req: RequestLike): string | null {
  if (config.COUNTRY_HEADER && peerIsTrusted(config, req)) {
    const value = req.headers[config.COUNTRY_HEADER];
    const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase() ?? '';
    // XX (unknown) and T1 (Tor) are what Cloudflare sends when it doesn't know.
    if (/^[A-Z]{2}$/.test(code) && code !== 'XX' && code !== 'T1') return code;
    return null;
  }
  return geoIp().lookup(req.ip)?.country ?? null;
}

/**
 * Refuses (with a message in the player's language) a registration, login, deposit or bet from
 * a country the pack doesn't allow.
 */
export function refuseOutsideCountries(config: CountryConfig, req: RequestLike): void {
  if (config.jurisdiction.countries === null) return;
  const country = playerCountry(config, req);
  if (countryAllowed(config.jurisdiction, country, config.COUNTRY_UNKNOWN_ALLOWED)) return;
  throw new JurisdictionRefusal(
    country === null ? 'errors.country.unknown' : 'errors.country.notAllowed',
  );
}

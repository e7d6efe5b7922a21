import {securityContact} from '../../data/securityContact';

/** The text of `/.well-known/security.txt` (RFC 9116) for a site at `siteUrl`. */
export function securityTxt(siteUrl: string, contact = securityContact): string {
  const base = siteUrl.replace(/\/+$/, '');
  return [
    `Contact: mailto:${contact.email}`,
    `Expires: ${new Date(contact.expires).toISOString().replace(/\.000Z$/, 'Z')}`,
    `Preferred-Languages: ${contact.preferredLanguages.join(', ')}`,
    `Canonical: ${base}${contact.path}`,
    `Policy: ${base}${contact.policyPath}`,
    '',
  ].join('\n');
}

/**
 * How to report a vulnerability. The security page of every version states
 * these facts, `/.well-known/security.txt` (RFC 9116) is generated from them
 * (src/plugins/security-txt), and a unit test keeps the two in step.
 */
export const securityContact = {
  email: 'security@confidant.example',
  /** Working days until a report is acknowledged. */
  acknowledgeWithinWorkingDays: 3,
  /**
   * RFC 9116 Expires: the date until which the contact was confirmed. Less
   * than a year ahead (RFC 9116 section 2.5.5). The unit test fails 30 days
   * before it passes: confirm the contact, then move this forward.
   */
  expires: '2027-10-31T23:00:00Z',
  preferredLanguages: ['en'],
  /** Site path of the file itself (its Canonical field). */
  path: '/.well-known/security.txt',
  /** Site path of the disclosure section on the security page of the latest version. */
  policyPath: '/security#reporting-a-vulnerability',
} as const;

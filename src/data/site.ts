/** Addresses and names the site shows in several places. */
export const site = {
  docsUrl: 'https://docs.confidant.example',
  companyUrl: 'https://www.confidant.example',
  sourceRepository: 'https://git.confidant.example/confidant/confidant-public',
  portal: 'https://portal.confidant.example',
  status: 'https://status.confidant.example',
  mastodon: 'https://social.confidant.example/@confidant',
  linkedIn: 'https://www.linkedin.example/company/confidant-labs',
  copyright: 'Copyright © 2025 Confidant Labs',
} as const;

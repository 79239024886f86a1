// Operator settings the server writes into index.html per page (site settings, else CONTACT_EMAIL/INQUIRY_EMAIL);
// components read the live values through useSiteContacts (api/site-settings.ts), these until it answers.
const DEFAULT_EMAIL = 'safety-video@nfa.example.kr';

function metaContent(name: string): string | null {
  return document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') || null;
}

export const siteConfig = {
  get contactEmail(): string {
    return metaContent('site:contact-email') ?? DEFAULT_EMAIL;
  },
  get inquiryEmail(): string {
    return metaContent('site:inquiry-email') ?? DEFAULT_EMAIL;
  },
  operator: '정보화기획팀',
  siteName: '119 안전영상',
};

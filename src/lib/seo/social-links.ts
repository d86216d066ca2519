export const socialLinks = {
  linkedin: 'https://www.linkedin.com/company/chatgpt-consultant',
  twitter: 'https://twitter.com/chatgptconsult',
  facebook: 'https://www.facebook.com/chatgptconsultant',
  instagram: 'https://www.instagram.com/chatgptconsultant',
} as const;

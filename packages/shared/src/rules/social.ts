/** The social networks the club may link to from the site (Club Settings), in the order shown. */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube', 'tiktok', 'x'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_NETWORK_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  x: 'X',
};

/** Key of the post feed's connection (PostFeed.tsx); the create-post mutation prepends to it. */
export const FEED_CONNECTION_KEY = 'PostFeed_posts';

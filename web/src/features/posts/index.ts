// What other features may use of posts (blog posts are posts too: the blogs screens reuse its messages and feed key).
// Only small pure modules here: route components stay lazy in app/router.tsx.
export { createPostErrorMessage } from './createPostErrorMessage';
export { FEED_CONNECTION_KEY } from './feedConnection';

/** Key of the scenario feed's connection (ScenarioFeed.tsx); the create-post mutation prepends to it. */
export const FEED_CONNECTION_KEY = 'ScenarioFeed_posts';

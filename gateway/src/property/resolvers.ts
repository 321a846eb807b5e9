import { Property } from './Property.ts';
import { propertyQueries } from './queries.ts';

export const propertyResolvers = {
  Query: propertyQueries,
  Property,
};

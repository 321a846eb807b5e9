import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';

/** The `Upload` scalar of the multipart request spec. */
export const uploadResolvers = { Upload: GraphQLUpload };

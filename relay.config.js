// Read by relay-compiler (CommonJS only: the root package.json must not set "type": "module").
module.exports = {
  src: './web/src',
  schema: './schema.graphql',
  language: 'typescript',
  artifactDirectory: './web/src/__generated__',
  excludes: ['**/node_modules/**', '**/__generated__/**'],
  eagerEsModules: true,
  customScalarTypes: {
    DateTime: 'string',
    EmailAddress: 'string',
    URL: 'string',
    Upload: 'File',
  },
};

// Read by relay-compiler (CommonJS only: the root package.json must not set "type": "module").
module.exports = {
  src: './web/src',
  schema: './schema.graphql',
  language: 'typescript',
  artifactDirectory: './web/src/__generated__',
  excludes: ['**/node_modules/**', '**/__generated__/**'],
  eagerEsModules: true,
  // Trusted documents (docs/security.md "Security and operations"): every operation gets an id (SHA-256 of its
  // text) and the id → text map is written here; artifacts keep their text too, so development and
  // tests can still send documents, while the production web build sends ids only.
  persistConfig: { file: './web/persisted-documents.json', algorithm: 'SHA256', include_query_text: true },
  customScalarTypes: {
    DateTime: 'string',
    EmailAddress: 'string',
    URL: 'string',
    Upload: 'File',
  },
};

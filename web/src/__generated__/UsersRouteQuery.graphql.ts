/**
 * @generated SignedSource<<2c571eab2bad56643b466a0f6d204af1>>
 * @relayHash 4aa8aac2c2b5f30cfb334b29d3d97e95
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 248aef7a700b0f3f3a825f97aef8d7b257a61822d331be5fef2ce4f6974445bc

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UsersRouteQuery$variables = Record<PropertyKey, never>;
export type UsersRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"PendingInvitations_query" | "RolesTable_query" | "UsersTable_query">;
};
export type UsersRouteQuery = {
  response: UsersRouteQuery$data;
  variables: UsersRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "roleName",
  "storageKey": null
},
v7 = [
  (v2/*:: as any*/)
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "PageInfo",
  "kind": "LinkedField",
  "name": "pageInfo",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endCursor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasNextPage",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v11 = {
  "kind": "ClientExtension",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "__id",
      "storageKey": null
    }
  ]
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "UsersRouteQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "UsersTable_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "RolesTable_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "PendingInvitations_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "UsersRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "UserConnection",
        "kind": "LinkedField",
        "name": "users",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "UserEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "department",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "company",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "languages",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "statesLicensed",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "twoFactorAuthentication",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "accountStatus",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "avatarUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "linkedInProfile",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "facebookProfile",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "twitterProfile",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "instagramProfile",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "youTubeChannel",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "personalWebsite",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "phoneNumber",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "jobTitle",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "location",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "manager",
                    "plural": false,
                    "selections": (v7/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "UserRole",
                    "kind": "LinkedField",
                    "name": "userRole",
                    "plural": false,
                    "selections": (v7/*:: as any*/),
                    "storageKey": null
                  },
                  (v8/*:: as any*/)
                ],
                "storageKey": null
              },
              (v9/*:: as any*/)
            ],
            "storageKey": null
          },
          (v10/*:: as any*/),
          (v11/*:: as any*/)
        ],
        "storageKey": "users(first:10)"
      },
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "filters": [
          "search",
          "sortBy",
          "accountStatus"
        ],
        "handle": "connection",
        "key": "UsersTable_users",
        "kind": "LinkedHandle",
        "name": "users"
      },
      {
        "alias": "roleOptions",
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 100
          }
        ],
        "concreteType": "UserRoleConnection",
        "kind": "LinkedField",
        "name": "roles",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "UserRoleEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "UserRole",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "roles(first:100)"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "CompanyDirectory",
        "kind": "LinkedField",
        "name": "companyDirectory",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 500
              }
            ],
            "concreteType": "UserConnection",
            "kind": "LinkedField",
            "name": "people",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "UserEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "people(first:500)"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "UserRoleConnection",
        "kind": "LinkedField",
        "name": "roles",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "UserRoleEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "UserRole",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v12/*:: as any*/),
                  (v3/*:: as any*/),
                  (v13/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "builtIn",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "userCount",
                    "storageKey": null
                  },
                  (v8/*:: as any*/)
                ],
                "storageKey": null
              },
              (v9/*:: as any*/)
            ],
            "storageKey": null
          },
          (v10/*:: as any*/),
          (v11/*:: as any*/)
        ],
        "storageKey": "roles(first:10)"
      },
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "filters": [
          "status"
        ],
        "handle": "connection",
        "key": "RolesTable_roles",
        "kind": "LinkedHandle",
        "name": "roles"
      },
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "InvitationConnection",
        "kind": "LinkedField",
        "name": "pendingInvitations",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "InvitationEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Invitation",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "expiresAt",
                    "storageKey": null
                  },
                  (v8/*:: as any*/)
                ],
                "storageKey": null
              },
              (v9/*:: as any*/)
            ],
            "storageKey": null
          },
          (v10/*:: as any*/),
          (v11/*:: as any*/)
        ],
        "storageKey": "pendingInvitations(first:10)"
      },
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "PendingInvitations_pendingInvitations",
        "kind": "LinkedHandle",
        "name": "pendingInvitations"
      }
    ]
  },
  "params": {
    "cacheID": "4aa8aac2c2b5f30cfb334b29d3d97e95",
    "id": "248aef7a700b0f3f3a825f97aef8d7b257a61822d331be5fef2ce4f6974445bc",
    "metadata": {},
    "name": "UsersRouteQuery",
    "operationKind": "query",
    "text": "query UsersRouteQuery {\n  ...UsersTable_query\n  ...RolesTable_query\n  ...PendingInvitations_query\n}\n\nfragment ManagerOptions_query on Query {\n  companyDirectory {\n    people(first: 500) {\n      edges {\n        node {\n          id\n          fullName\n        }\n      }\n    }\n  }\n}\n\nfragment PendingInvitationRow_invitation on Invitation {\n  id\n  fullName\n  email\n  roleName\n  expiresAt\n}\n\nfragment PendingInvitations_query on Query {\n  pendingInvitations(first: 10) {\n    edges {\n      node {\n        id\n        ...PendingInvitationRow_invitation\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment RoleRow_role on UserRole {\n  id\n  internalId\n  name\n  status\n  builtIn\n  userCount\n}\n\nfragment RolesTable_query on Query {\n  roles(first: 10) {\n    totalCount\n    edges {\n      node {\n        id\n        name\n        ...RoleRow_role\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment SendInviteDialog_query on Query {\n  ...UserRoleOptions_query\n}\n\nfragment SocialLinkValues_user on User {\n  linkedInProfile\n  facebookProfile\n  twitterProfile\n  instagramProfile\n  youTubeChannel\n  personalWebsite\n}\n\nfragment SocialProfileLinks_user on User {\n  fullName\n  ...SocialLinkValues_user\n}\n\nfragment UserFormDialog_query on Query {\n  ...UserForm_query\n}\n\nfragment UserFormDialog_user on User {\n  fullName\n  ...UserForm_user\n}\n\nfragment UserForm_query on Query {\n  ...UserRoleOptions_query\n  ...ManagerOptions_query\n}\n\nfragment UserForm_user on User {\n  id\n  ...UserProfileValues_user\n  twoFactorAuthentication\n  userRole {\n    id\n  }\n}\n\nfragment UserProfileValues_user on User {\n  fullName\n  email\n  phoneNumber\n  department\n  company\n  jobTitle\n  location\n  manager {\n    id\n  }\n  languages\n  statesLicensed\n  ...SocialLinkValues_user\n}\n\nfragment UserRoleOptions_query on Query {\n  roleOptions: roles(first: 100) {\n    edges {\n      node {\n        id\n        name\n        status\n      }\n    }\n  }\n}\n\nfragment UserRow_user on User {\n  id\n  internalId\n  fullName\n  email\n  roleName\n  department\n  company\n  languages\n  statesLicensed\n  twoFactorAuthentication\n  accountStatus\n  avatarUrl\n  ...SocialProfileLinks_user\n  ...UserFormDialog_user\n}\n\nfragment UsersTable_query on Query {\n  users(first: 10) {\n    totalCount\n    edges {\n      node {\n        id\n        ...UserRow_user\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  ...UserFormDialog_query\n  ...SendInviteDialog_query\n}\n"
  }
};
})();

(node as any).hash = "d055162508cf6f23d9987d841fb1a2af";

export default node;

/**
 * @generated SignedSource<<632676e4b8f7bfe74cf889f00b523902>>
 * @relayHash a7dfa550d01cc738b1957f5d746622df
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 43bea4cbaa0568784e9087db7cd07ca4f19cd7cce126d50949cb409e17480bcb

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CompanyDirectoryQuery$variables = {
  department?: string | null | undefined;
  search?: string | null | undefined;
};
export type CompanyDirectoryQuery$data = {
  readonly companyDirectory: {
    readonly departments: ReadonlyArray<string>;
    readonly people: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly department: string | null | undefined;
          readonly " $fragmentSpreads": FragmentRefs<"DepartmentSection_people">;
        };
      }>;
      readonly totalCount: number;
    };
  };
};
export type CompanyDirectoryQuery = {
  response: CompanyDirectoryQuery$data;
  variables: CompanyDirectoryQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "department"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v2 = [
  {
    "kind": "Variable",
    "name": "department",
    "variableName": "department"
  },
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "departments",
  "storageKey": null
},
v4 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 500
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "department",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "CompanyDirectoryQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CompanyDirectory",
        "kind": "LinkedField",
        "name": "companyDirectory",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": (v4/*:: as any*/),
            "concreteType": "UserConnection",
            "kind": "LinkedField",
            "name": "people",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
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
                      (v6/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "DepartmentSection_people"
                      }
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
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "CompanyDirectoryQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CompanyDirectory",
        "kind": "LinkedField",
        "name": "companyDirectory",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": (v4/*:: as any*/),
            "concreteType": "UserConnection",
            "kind": "LinkedField",
            "name": "people",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
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
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
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
                        "kind": "ScalarField",
                        "name": "email",
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
                        "name": "linkedInProfile",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "User",
                        "kind": "LinkedField",
                        "name": "manager",
                        "plural": false,
                        "selections": [
                          (v8/*:: as any*/),
                          (v7/*:: as any*/)
                        ],
                        "storageKey": null
                      }
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
      }
    ]
  },
  "params": {
    "cacheID": "a7dfa550d01cc738b1957f5d746622df",
    "id": "43bea4cbaa0568784e9087db7cd07ca4f19cd7cce126d50949cb409e17480bcb",
    "metadata": {},
    "name": "CompanyDirectoryQuery",
    "operationKind": "query",
    "text": "query CompanyDirectoryQuery(\n  $search: String\n  $department: String\n) {\n  companyDirectory(search: $search, department: $department) {\n    departments\n    people(first: 500) {\n      totalCount\n      edges {\n        node {\n          department\n          ...DepartmentSection_people\n          id\n        }\n      }\n    }\n  }\n}\n\nfragment DepartmentSection_people on User {\n  id\n  ...EmployeeCard_user\n}\n\nfragment EmployeeCard_user on User {\n  fullName\n  avatarUrl\n  jobTitle\n  location\n  email\n  phoneNumber\n  linkedInProfile\n  manager {\n    fullName\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "e85584b30256fa1d8b29fa62bc9611cd";

export default node;

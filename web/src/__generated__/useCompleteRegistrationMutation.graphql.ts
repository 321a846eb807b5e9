/**
 * @generated SignedSource<<1244e16d2e22983a6ee2a69ab6ad56fe>>
 * @relayHash 0eed0eae5288c0d22a42689cc27abc56
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2c21e938d4bf233578edb6d588bf340ad41fa7dea0355d7c2ff55a5329534461

import { ConcreteRequest } from 'relay-runtime';
export type CompleteRegistrationInput = {
  avatar?: File | null | undefined;
  company: string;
  confirmPassword: string;
  department: string;
  email: string;
  facebookProfile?: string | null | undefined;
  firstName: string;
  instagramProfile?: string | null | undefined;
  languages: ReadonlyArray<string>;
  lastName: string;
  linkedInProfile?: string | null | undefined;
  password: string;
  personalWebsite?: string | null | undefined;
  phoneNumber: string;
  roleId: string;
  statesLicensed: ReadonlyArray<string>;
  token?: string | null | undefined;
  twitterProfile?: string | null | undefined;
  youTubeChannel?: string | null | undefined;
};
export type useCompleteRegistrationMutation$variables = {
  input: CompleteRegistrationInput;
};
export type useCompleteRegistrationMutation$data = {
  readonly completeRegistration: {
    readonly email: string;
    readonly message: string;
    readonly pending: boolean;
  };
};
export type useCompleteRegistrationMutation = {
  response: useCompleteRegistrationMutation$data;
  variables: useCompleteRegistrationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "CompleteRegistrationPayload",
    "kind": "LinkedField",
    "name": "completeRegistration",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
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
        "name": "pending",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCompleteRegistrationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCompleteRegistrationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "0eed0eae5288c0d22a42689cc27abc56",
    "id": "2c21e938d4bf233578edb6d588bf340ad41fa7dea0355d7c2ff55a5329534461",
    "metadata": {},
    "name": "useCompleteRegistrationMutation",
    "operationKind": "mutation",
    "text": "mutation useCompleteRegistrationMutation(\n  $input: CompleteRegistrationInput!\n) {\n  completeRegistration(input: $input) {\n    message\n    email\n    pending\n  }\n}\n"
  }
};
})();

(node as any).hash = "691d34955e579131fd4a1f6a59686337";

export default node;

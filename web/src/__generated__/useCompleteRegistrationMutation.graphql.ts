/**
 * @generated SignedSource<<3383d88eb0b799d0ed09f55479830dd0>>
 * @relayHash fc8529416ec2311449d81771943a761f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7075860d5e64ea7eb4d98f7956eabd0085588b5417705f3bc8af07c9e5e1d945

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
    "cacheID": "fc8529416ec2311449d81771943a761f",
    "id": "7075860d5e64ea7eb4d98f7956eabd0085588b5417705f3bc8af07c9e5e1d945",
    "metadata": {},
    "name": "useCompleteRegistrationMutation",
    "operationKind": "mutation",
    "text": "mutation useCompleteRegistrationMutation(\n  $input: CompleteRegistrationInput!\n) {\n  completeRegistration(input: $input) {\n    message\n    email\n  }\n}\n"
  }
};
})();

(node as any).hash = "62fcc932a0cb64778b2e947edd68387d";

export default node;

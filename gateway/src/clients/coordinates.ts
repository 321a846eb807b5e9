import { getNamedType, TypeInfo, visit, visitWithTypeInfo, type DocumentNode, type GraphQLSchema } from 'graphql';

/**
 * The schema coordinates a document uses: `Type.field` for every field selected (on the type it is
 * selected on: an interface's field counts on the interface), `Type.field(argument)` for every
 * argument given, whether inline or through a variable, the input and enum types of its variables
 * (`CreateUserInput`) and `Enum.VALUE` for every enum value written in it. Introspection and
 * `__typename` are left out. Sorted and without repeats; linear in the document.
 */
export function coordinatesOf(schema: GraphQLSchema, document: DocumentNode): string[] {
  const found = new Set<string>();
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType();
        if (!parent || node.name.value.startsWith('__') || parent.name.startsWith('__')) return;
        const coordinate = `${parent.name}.${node.name.value}`;
        found.add(coordinate);
        for (const argument of node.arguments ?? []) found.add(`${coordinate}(${argument.name.value})`);
        // Inside introspection: nothing more to count.
        const type = typeInfo.getType();
        if (type && getNamedType(type).name.startsWith('__')) return false;
        return undefined;
      },
      VariableDefinition() {
        const type = typeInfo.getInputType();
        if (type) found.add(getNamedType(type).name);
        return undefined;
      },
      EnumValue(node) {
        const type = typeInfo.getInputType();
        if (type) found.add(`${getNamedType(type).name}.${node.value}`);
      },
    }),
  );
  return [...found].sort();
}

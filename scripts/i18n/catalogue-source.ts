/**
 * Where each text of a language catalogue is written: the string literal in
 * `app/content/<code>/*.ts` that holds it, found with the TypeScript compiler API by following the
 * catalogue's object literals from `index.ts` (`export const catalogue = { about, … }`), through
 * identifiers bound to constants or imported from a sibling module, spreads of such objects and
 * array literals. A text computed in code (a function call, a template with `${…}`) has no
 * literal: it is derived from other texts and is not a unit of its own.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import ts from "typescript";
import { formatKeyPath, type KeySegment } from "./key-paths";

/** A string literal that holds one text. */
export interface TextLiteral {
  /** Absolute path of the module. */
  readonly file: string;
  /** Offsets of the literal, quotes included. */
  readonly start: number;
  readonly end: number;
  /** 1-based line of the literal. */
  readonly line: number;
  /** The text the literal holds. */
  readonly text: string;
  /** The quote it is written with. */
  readonly quote: '"' | "'" | "`";
}

/** A key path's literal, and the key path the same literal is reached by first when shared. */
export interface LocatedText {
  readonly literal: TextLiteral;
  /** Set when another key path owns this literal (a constant reused in two places). */
  readonly aliasOf?: string;
}

type Source = ts.SourceFile;

interface Found {
  readonly literal: TextLiteral;
  readonly key: string;
  /** How many identifiers were followed from `index.ts`: the owner of a shared literal has fewest. */
  readonly hops: number;
  readonly order: number;
}

/** Reads and parses the modules of one catalogue folder, each once. */
class Modules {
  private readonly parsed = new Map<string, Source>();
  constructor(readonly dir: string) {}

  get(file: string): Source | undefined {
    const path = resolve(file);
    let source = this.parsed.get(path);
    if (!source) {
      let text: string;
      try {
        text = readFileSync(path, "utf8");
      } catch {
        return undefined;
      }
      source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
      this.parsed.set(path, source);
    }
    return source;
  }
}

function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isTypeAssertionExpression(current) ||
    ts.isNonNullExpression(current)
  )
    current = current.expression;
  return current;
}

/** The initializer of a top-level `const name = …` of a module. */
function constInitializer(source: Source, name: string): ts.Expression | undefined {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations)
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name)
        return declaration.initializer;
  }
  return undefined;
}

/** What an identifier of a module stands for: a constant of it or one imported from a sibling. */
function resolveIdentifier(
  modules: Modules,
  source: Source,
  name: string,
): { expression: ts.Expression; source: Source } | undefined {
  const local = constInitializer(source, name);
  if (local) return { expression: local, source };
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue;
    const specifier = statement.moduleSpecifier.text;
    // Only the catalogue's own modules: "./x". English modules ("../x") are not translations.
    if (!specifier.startsWith("./")) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings) || statement.importClause?.isTypeOnly) continue;
    for (const element of bindings.elements) {
      if (element.name.text !== name) continue;
      const exported = (element.propertyName ?? element.name).text;
      const target = modules.get(join(modules.dir, `${specifier.slice(2)}.ts`));
      const initializer = target && constInitializer(target, exported);
      return target && initializer ? { expression: initializer, source: target } : undefined;
    }
  }
  return undefined;
}

function propertyName(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name))
    return name.text;
  if (ts.isNoSubstitutionTemplateLiteral(name)) return name.text;
  if (ts.isComputedPropertyName(name)) {
    const expression = unwrap(name.expression);
    if (ts.isStringLiteralLike(expression)) return expression.text;
  }
  return undefined;
}

/**
 * Every text literal of the catalogue in `dir` (which holds `index.ts`), by key path. A literal
 * reached by two key paths (a constant used twice) belongs to the one with the fewest identifiers
 * followed from `index.ts`; the other is marked as its alias.
 */
export function locateTexts(dir: string): Map<string, LocatedText> {
  const modules = new Modules(resolve(dir));
  const index = modules.get(join(modules.dir, "index.ts"));
  if (!index) throw new Error(`No catalogue at ${join(dir, "index.ts")}`);
  const root = constInitializer(index, "catalogue");
  if (!root) throw new Error(`${join(dir, "index.ts")} exports no \`const catalogue\``);

  const byKey = new Map<string, Found>();
  let order = 0;

  const visit = (
    node: ts.Expression,
    source: Source,
    segments: readonly KeySegment[],
    hops: number,
    seen: ReadonlySet<ts.Node>,
  ): void => {
    const expression = unwrap(node);
    if (seen.has(expression)) return;
    const inner = new Set(seen).add(expression);
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
      const key = formatKeyPath(segments);
      const start = expression.getStart(source);
      const quote = source.text[start] as TextLiteral["quote"];
      byKey.set(key, {
        key,
        hops,
        order: order++,
        literal: {
          file: source.fileName,
          start,
          end: expression.getEnd(),
          line: source.getLineAndCharacterOfPosition(start).line + 1,
          text: expression.text,
          quote,
        },
      });
      return;
    }
    if (ts.isIdentifier(expression)) {
      const target = resolveIdentifier(modules, source, expression.text);
      if (target) visit(target.expression, target.source, segments, hops + 1, inner);
      return;
    }
    if (ts.isObjectLiteralExpression(expression)) {
      for (const property of expression.properties) {
        if (ts.isPropertyAssignment(property)) {
          const name = propertyName(property.name);
          if (name !== undefined)
            visit(property.initializer, source, [...segments, name], hops, inner);
        } else if (ts.isShorthandPropertyAssignment(property)) {
          visit(property.name, source, [...segments, property.name.text], hops, inner);
        } else if (ts.isSpreadAssignment(property)) {
          visit(property.expression, source, segments, hops, inner);
        }
      }
      return;
    }
    if (ts.isArrayLiteralExpression(expression)) {
      expression.elements.forEach((element, position) => {
        // After a spread the positions are unknown: the rest is computed.
        if (expression.elements.slice(0, position + 1).some(ts.isSpreadElement)) return;
        visit(element, source, [...segments, position], hops, inner);
      });
    }
    // Anything else (a call, a template with `${…}`, arithmetic) is computed: no literal.
  };
  visit(root, index, [], 0, new Set());

  const owners = new Map<string, Found>();
  for (const found of byKey.values()) {
    const id = `${found.literal.file}:${found.literal.start}`;
    const owner = owners.get(id);
    if (
      !owner ||
      found.hops < owner.hops ||
      (found.hops === owner.hops && found.order < owner.order)
    )
      owners.set(id, found);
  }
  const located = new Map<string, LocatedText>();
  for (const found of byKey.values()) {
    const owner = owners.get(`${found.literal.file}:${found.literal.start}`);
    located.set(
      found.key,
      owner && owner.key !== found.key
        ? { literal: found.literal, aliasOf: owner.key }
        : { literal: found.literal },
    );
  }
  return located;
}

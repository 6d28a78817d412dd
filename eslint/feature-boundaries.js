import path from 'node:path';

// Features (src/web/features/<name>) use each other only through what a feature makes public:
// its index (components and hooks for other features), its api module (queries and mutations)
// and its pages (*Page), which only the route tables in app/ load (routes.tsx, admin/AdminApp.tsx):
// app/ composes features, a feature never shows another's page. Everything else in a feature is
// its own business and can change without another feature noticing. The app shell, shared
// components and lib follow the same rule.

const FEATURES = `${path.sep}src${path.sep}web${path.sep}features${path.sep}`;
const APP = `${path.sep}src${path.sep}web${path.sep}app${path.sep}`;
const PUBLIC = [/^$/, /^index$/, /^api$/];
const PAGE = /^((routes|admin)\/)?[A-Z][A-Za-z]*Page$/;

function featureOf(file) {
  const at = file.indexOf(FEATURES);
  if (at < 0) return null;
  const [name, ...rest] = file.slice(at + FEATURES.length).split(path.sep);
  return { name, inner: rest.join('/').replace(/\.(tsx?|js)$/, '') };
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Features import each other only through a feature's public modules" },
    schema: [],
    messages: {
      internal:
        "'{{spec}}' reaches inside the {{feature}} feature. Import it from '{{feature}}' (its index.ts), its api, or its pages; or move it to components/ui or lib if several features share it.",
      page: "'{{spec}}' is a page of the {{feature}} feature: only the route tables in app/ load pages. Add a route there, or link to the page.",
    },
  },
  create(context) {
    const file = context.filename;
    if (!file.includes(`${path.sep}src${path.sep}web${path.sep}`) || /\.test\.tsx?$/.test(file))
      return {};
    const own = featureOf(file)?.name;
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(file), source.value));
      if (!target || target.name === own) return;
      if (PUBLIC.some((pattern) => pattern.test(target.inner))) return;
      const page = PAGE.test(target.inner);
      if (page && file.includes(APP)) return;
      context.report({
        node: source,
        messageId: page ? 'page' : 'internal',
        data: { spec: source.value, feature: target.name },
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
    };
  },
};

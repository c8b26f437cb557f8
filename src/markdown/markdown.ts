import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Root as MdastRoot, RootContent } from 'mdast';
import rehypeSanitize, { type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

/**
 * The one Markdown renderer of the site's articles: Markdown in, sanitised HTML out, with no DOM (it
 * runs in Node at publish time, and can run in a browser for a live preview). Raw HTML in the text is
 * never taken (remark-rehype leaves it out); what remark makes is then held to an allowlist
 * (rehype-sanitize): a few text-level and block elements, `href` only with http(s), mailto, tel or a
 * path, no style, no event handler, no script, image, frame or form. The output is the only HTML the
 * article page sets without escaping (docs/decisions/182-articles-markdown-and-images.md).
 *
 * Bump `rendererVersion` whenever the output for the same text may change: the store renders its
 * articles again with the new version when it opens (server/store/article-rendering.ts).
 */
export const rendererVersion = 1;

const inlineTags = ['strong', 'em', 'del', 'a', 'code', 'br'];
const blockTags = [
  'p',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

/** Protocols a link may use; a link without one (a path, `#part`) is kept as it is. */
const linkProtocols = ['http', 'https', 'mailto', 'tel'];

function schema(tagNames: string[]): SanitizeSchema {
  return {
    tagNames,
    attributes: {
      a: ['href'],
      ol: ['start'],
      th: [['align', 'left', 'center', 'right']],
      td: [['align', 'left', 'center', 'right']],
    },
    protocols: { href: linkProtocols },
    ancestors: { li: ['ul', 'ol'], tbody: ['table'], thead: ['table'], tr: ['table'], th: ['table'], td: ['table'] },
    // Dropped with what they hold (any other element not allowed leaves its text behind).
    strip: ['script', 'style', 'template', 'textarea', 'title', 'noscript', 'iframe', 'object', 'svg', 'math'],
    clobberPrefix: 'article-',
    clobber: ['id', 'name'],
    required: {},
    allowComments: false,
    allowDoctypes: false,
  };
}

/** A link that leaves the site: anything but a path on it ("/pns") or a part of the page ("#faq"). */
const isExternal = (href: string) => !(/^\/(?!\/)/.test(href) || href.startsWith('#'));

/** Headings start at h2: the page's title is its only h1. */
function remarkHeadingsFromTwo() {
  return (tree: MdastRoot) => {
    const visit = (nodes: RootContent[]) => {
      for (const node of nodes) {
        if (node.type === 'heading' && node.depth < 2) node.depth = 2;
        if ('children' in node) visit(node.children as RootContent[]);
      }
    };
    visit(tree.children);
  };
}

/**
 * Footnotes (GFM) are shown as they were written: their links would need ids the sanitiser does not
 * let through, and an article has no use for them.
 */
function remarkFootnotesAsWritten() {
  return (tree: MdastRoot) => {
    const visit = (parent: { children: RootContent[] }) => {
      parent.children = parent.children.flatMap((node): RootContent[] => {
        if (node.type === 'footnoteReference') return [{ type: 'text', value: `[^${node.label ?? node.identifier}]` }];
        if (node.type === 'footnoteDefinition') {
          const [first, ...rest] = node.children;
          const label: RootContent = { type: 'text', value: `[^${node.label ?? node.identifier}]: ` };
          const opening: RootContent[] =
            first?.type === 'paragraph'
              ? [{ ...first, children: [label, ...first.children] }]
              : [{ type: 'paragraph', children: [label] }, ...(first ? [first] : [])];
          return [...opening, ...rest].map((child) => (visitChild(child), child));
        }
        visitChild(node);
        return [node];
      });
    };
    const visitChild = (node: RootContent) => {
      if ('children' in node) visit(node as { children: RootContent[] });
    };
    visit(tree);
  };
}

/**
 * After sanitising (this plugin is trusted): external links say they lead to nothing of the site's own,
 * and a link the sanitiser took the address of (javascript:, data:) is its text alone.
 */
function rehypeLinks() {
  return (tree: HastRoot) => {
    const visit = (parent: { children: ElementContent[] }) => {
      parent.children = parent.children.flatMap((node) => {
        if (node.type !== 'element') return [node];
        visit(node);
        if (node.tagName !== 'a') return [node];
        const href = node.properties.href;
        if (typeof href !== 'string') return node.children;
        if (isExternal(href)) node.properties.rel = ['noopener', 'noreferrer'];
        return [node];
      });
    };
    visit(tree as unknown as { children: ElementContent[] });
  };
}

/** The paragraph's content only: inline text has no block around it (the page gives it its own). */
function rehypeUnwrapParagraph() {
  return (tree: HastRoot) => {
    const [only] = tree.children.filter((node) => !(node.type === 'text' && !node.value.trim()));
    if (only?.type === 'element' && only.tagName === 'p') tree.children = (only as Element).children;
  };
}

const blockProcessor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkHeadingsFromTwo)
  .use(remarkFootnotesAsWritten)
  .use(remarkRehype)
  .use(rehypeSanitize, schema([...blockTags, ...inlineTags]))
  .use(rehypeLinks)
  .use(rehypeStringify)
  .freeze();

const inlineProcessor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkFootnotesAsWritten)
  .use(remarkRehype)
  .use(rehypeUnwrapParagraph)
  .use(rehypeSanitize, schema(inlineTags))
  .use(rehypeLinks)
  .use(rehypeStringify)
  .freeze();

/** An article's body: Markdown (paragraphs, lists, headings, quotes, code, tables, links) as sanitised HTML. */
export function renderMarkdown(markdown: string): string {
  return String(blockProcessor.processSync(markdown)).trim();
}

/**
 * What is wrong with a text that is shown inside a paragraph of its own (an article's introduction, a
 * point's description): it may use inline Markdown only (bold, italics, links, code), not lists,
 * headings, quotes or several paragraphs. Undefined when it is fine.
 */
export function inlineMarkdownProblem(markdown: string): string | undefined {
  const blocks = unified().use(remarkParse).use(remarkGfm).parse(markdown).children;
  if (blocks.length <= 1 && (blocks[0] === undefined || blocks[0].type === 'paragraph')) return undefined;
  const found = blocks.find((block) => block.type !== 'paragraph')?.type ?? 'paragraph';
  const names: Record<string, string> = {
    paragraph: 'several paragraphs',
    list: 'a list',
    heading: 'a heading',
    blockquote: 'a quote',
    code: 'a code block',
    thematicBreak: 'a rule (---)',
    table: 'a table',
  };
  return `This text is shown as one paragraph: it takes inline Markdown only (**bold**, *italics*, [links](/pns), \`code\`), not ${names[found] ?? 'block content'}. A line that starts with "-", "1." or "#" is read as a list or a heading: put a \\ before it.`;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A text shown inside a paragraph, with its inline Markdown as HTML. Text that is not one paragraph
 * (an article stored before the check above) is shown as it was written, escaped.
 */
export function renderInlineMarkdown(markdown: string): string {
  if (inlineMarkdownProblem(markdown)) return escapeHtml(markdown.trim());
  return String(inlineProcessor.processSync(markdown)).trim();
}

import type { Access } from '../http/access';
import type { JsonSchema } from './contractSchemas';
import type { OpenApiDocument, Operation } from './openApiDocumentSchema';

/**
 * The OpenAPI document as a page people read (`/docs`): every operation with its method, path,
 * summary, the access it needs, its parameters, body and answers as JSON Schema, then the
 * contract's schemas they refer to. Plain HTML with no script (the console's policy allows none
 * inline), so it also reads without JavaScript.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const schemaAnchor = (id: string) => `schema-${id}`;

/** A schema as indented JSON, each reference to a contract schema a link to it below. */
function schemaHtml(schema: JsonSchema): string {
  const json = escapeHtml(JSON.stringify(schema, null, 2));
  return `<pre>${json.replace(/&#34;#\/components\/schemas\/(\w+)&#34;/g, (_match, id: string) => `<a href="#${schemaAnchor(id)}">&#34;#/components/schemas/${id}&#34;</a>`)}</pre>`;
}

export function accessText(access: Access): string {
  switch (access.api) {
    case 'public':
      return 'No token.';
    case 'frontend':
      return 'A frontend token.';
    case 'client':
      return 'A client token, or an admin token.';
    default: {
      if (!access.permission) return 'Any caller of the admin API (a personal access token or an admin token); the description says what more the handler asks.';
      const where = access.environmentParam ? ` in the environment {${access.environmentParam}}` : '';
      return `The admin API, with the permission ${access.permission}${where}.`;
    }
  }
}

const operationAnchor = (operation: Operation) => `op-${operation.operationId}`;

function operationHtml(method: string, path: string, operation: Operation): string {
  const parameters = operation.parameters ?? [];
  const body = operation.requestBody?.content['application/json'];
  return `<article id="${operationAnchor(operation)}">
<h3><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(operation.summary)}</p>
${operation.description ? `<p>${escapeHtml(operation.description)}</p>` : ''}
<p class="access"><strong>Access:</strong> ${escapeHtml(accessText(operation['x-access']))}</p>
${parameters.length === 0 ? '' : `<h4>Parameters</h4><table><thead><tr><th scope="col">name</th><th scope="col">in</th><th scope="col">required</th><th scope="col">schema</th></tr></thead><tbody>
${parameters.map((parameter) => `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${parameter.in}</td><td>${parameter.required ? 'yes' : 'no'}</td><td>${schemaHtml(parameter.schema)}</td></tr>`).join('\n')}
</tbody></table>`}
${body ? `<h4>Body${operation.requestBody?.required ? '' : ' (optional)'}</h4>${schemaHtml(body.schema)}` : ''}
<h4>Answers</h4>
${Object.entries(operation.responses).map(([status, response]) => {
  const schema = Object.values(response.content ?? {})[0]?.schema;
  return `<details><summary>${escapeHtml(status)}: ${escapeHtml(response.description)}</summary>${schema ? schemaHtml(schema) : '<p>No body.</p>'}</details>`;
}).join('\n')}
</article>`;
}

const style = `
body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 70rem; padding: 1rem 2rem; color: #1b1f24; }
code, pre { font: 13px/1.4 ui-monospace, monospace; }
pre { background: #f4f5f7; padding: .5rem; overflow-x: auto; max-height: 30rem; }
article { border-top: 1px solid #d0d4da; padding: .5rem 0 1rem; }
.method { display: inline-block; min-width: 4.5rem; font-family: ui-monospace, monospace; }
table { border-collapse: collapse; } td, th { border: 1px solid #d0d4da; padding: .25rem .5rem; text-align: left; vertical-align: top; }
nav li { margin: .1rem 0; }
`;

export function docsPage(document: OpenApiDocument, documentUrl: string): string {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));
  const sections = document.tags.map(({ name }) => ({ name, operations: operations.filter(({ operation }) => operation.tags.includes(name)) }));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} API</title>
<style>${style}</style>
</head>
<body>
<header>
<h1>${escapeHtml(document.info.title)} API <small>${escapeHtml(document.info.version)}</small></h1>
${document.info.description.split('\n\n').map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p>The OpenAPI document: <a href="${escapeHtml(documentUrl)}">${escapeHtml(documentUrl)}</a>.</p>
</header>
<nav aria-label="Operations">
<ul>
${sections.map((section) => `<li>${escapeHtml(section.name)}<ul>${section.operations.map(({ path, method, operation }) => `<li><a href="#${operationAnchor(operation)}">${method.toUpperCase()} ${escapeHtml(path)}</a></li>`).join('')}</ul></li>`).join('\n')}
<li><a href="#schemas">Schemas</a></li>
</ul>
</nav>
<main>
${sections.map((section) => `<section><h2>${escapeHtml(section.name)}</h2>\n${section.operations.map(({ path, method, operation }) => operationHtml(method, path, operation)).join('\n')}\n</section>`).join('\n')}
<section id="schemas"><h2>Schemas</h2>
${Object.entries(document.components.schemas).map(([id, schema]) => `<article id="${schemaAnchor(id)}"><h3>${escapeHtml(id)}</h3>${schemaHtml(schema)}</article>`).join('\n')}
</section>
</main>
</body>
</html>
`;
}

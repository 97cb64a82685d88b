import type { AdvancedPlaygroundRequest } from '../../contract';
import type { ContextDraft } from './useContextDrafts';
import { ContextFields } from './ContextFields';
import { QueryPreview } from './QueryPreview';
import { RawContextEditor } from './RawContextEditor';
import { contextProblems } from './contextProblems';
import type { PlaygroundContext } from './playgroundContext';
import { SaveContextButton } from '../audiences';
import { audienceContextOf } from './savedContext';

interface ContextEditorProps {
  name: string;
  draft: ContextDraft;
  view: 'form' | 'raw';
  onContext: (context: PlaygroundContext) => void;
  onRawText: (text: string) => void;
  onRemove?: () => void;
  refused?: { parameter: string; message: string };
  environments: string[];
  /** How the context is evaluated: the admin playground's request for it, or the frontend API's. */
  adminRequest?: AdvancedPlaygroundRequest;
}

/** One context: its fields (or its JSON), and the request it makes. */
export function ContextEditor({ name, draft, view, onContext, onRawText, onRemove, refused, environments, adminRequest }: ContextEditorProps) {
  return (
    <fieldset className="context-editor panel">
      <legend className="context-legend">{name}</legend>
      {onRemove && (
        <button type="button" className="button button-small button-quiet context-remove" onClick={onRemove}>
          Remove {name}
        </button>
      )}
      {view === 'raw' ? (
        <RawContextEditor
          label={`${name} as JSON`}
          text={draft.rawText}
          error={draft.rawError}
          onChange={onRawText}
          refused={refused?.message}
        />
      ) : (
        <ContextFields
          context={draft.context}
          onChange={onContext}
          problems={contextProblems(draft.context)}
          refused={refused}
          environments={environments}
          via={adminRequest ? 'admin' : 'frontend'}
        />
      )}
      <QueryPreview context={draft.context} name={name} adminRequest={adminRequest} />
      <div className="context-save">
        <SaveContextButton context={audienceContextOf(draft.context)} />
      </div>
    </fieldset>
  );
}

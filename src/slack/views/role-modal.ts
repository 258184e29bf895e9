import type { InputBlock, ModalView } from '@slack/types';
import { RESERVED_ROLE_NAMES, ROLE_DESCRIPTION_MAX, ROLE_NAME_MAX } from '../../portal/schema/role.js';
import { ACTION, BLOCK, CALLBACK } from '../ids.js';
import { andList, clip, context, LIMITS, plain } from './text.js';

export interface RoleModalOptions {
  /** The slash command's text, prefilled. */
  readonly name?: string;
  readonly description?: string;
  /** `private_metadata`, as `modalMetadata` makes it. */
  readonly metadata: string;
}

/** The custom role modal. Slack enforces the lengths too (`max_length`), so nobody types more than fits. */
export function roleModal(o: RoleModalOptions): ModalView {
  if (o.metadata.length > LIMITS.privateMetadata) throw new RangeError('private_metadata over 3000 characters');
  const name: InputBlock = {
    type: 'input',
    block_id: BLOCK.roleName,
    optional: false,
    label: plain('Name'),
    hint: plain(
      `At most ${ROLE_NAME_MAX} characters, e.g. Field Editors. Not a built-in role (${andList(RESERVED_ROLE_NAMES)}) nor an existing role's name.`,
    ),
    element: {
      type: 'plain_text_input',
      action_id: ACTION.roleName,
      max_length: ROLE_NAME_MAX,
      placeholder: plain('Field Editors', LIMITS.placeholder),
      ...(o.name ? { initial_value: clip(o.name, ROLE_NAME_MAX) } : {}),
    },
  };
  const description: InputBlock = {
    type: 'input',
    block_id: BLOCK.roleDescription,
    optional: true,
    label: plain('Description'),
    hint: plain(`At most ${ROLE_DESCRIPTION_MAX} characters: what people with this role do.`),
    element: {
      type: 'plain_text_input',
      action_id: ACTION.roleDescription,
      multiline: true,
      max_length: ROLE_DESCRIPTION_MAX,
      placeholder: plain('Edits field data, cannot share', LIMITS.placeholder),
      ...(o.description ? { initial_value: clip(o.description, ROLE_DESCRIPTION_MAX) } : {}),
    },
  };
  return {
    type: 'modal',
    callback_id: CALLBACK.roleModal,
    title: plain('Custom role', LIMITS.modalTitle),
    submit: plain('Review', LIMITS.modalButton),
    close: plain('Cancel', LIMITS.modalButton),
    private_metadata: o.metadata,
    blocks: [
      context('Creates a custom role on the portal. You will see it before anything is created.'),
      name,
      description,
    ],
  };
}

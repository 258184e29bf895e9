/** One screen of the gallery: a view or a message exactly as the app sends it to Slack, and how a person gets there. */
export interface Screen {
  /** File name (without `.html`), stable across runs: screenshots are named after it. */
  readonly id: string;
  /** The index's heading it is listed under ("Task modal", "Confirmation", ...). */
  readonly group: string;
  readonly title: string;
  /** How a person gets to it, in a line. */
  readonly how: string;
  readonly surface:
    | {
        readonly kind: 'modal';
        readonly view: unknown;
        /** A submission answered with `response_action: 'errors'`: block id → words under that input. */
        readonly errors?: Readonly<Record<string, string>>;
        /** What the person typed or chose (`view.state.values`), shown over the view's initial values. */
        readonly state?: unknown;
        /** A select opened, showing the options the app answered for what was typed into it. */
        readonly open?: { readonly blockId: string; readonly typed: string; readonly options: readonly unknown[] };
      }
    | {
        readonly kind: 'message';
        readonly message: unknown;
        /** Where it is posted: the team channel, the app's messages with the person, or an ephemeral reply. */
        readonly where: 'channel' | 'dm' | 'ephemeral';
      }
    | {
        /** The app's Home tab (`views.publish`): a page of its own, as wide as the client, not a dialog. */
        readonly kind: 'home';
        readonly view: unknown;
      };
  /** The zone of the person looking (Slack shows `<!date^…>` tokens in it). */
  readonly viewerZone: string;
}

/** Who is who, for mentions (`<@U…>`, `<#C…>`) the way Slack shows them. */
export interface Names {
  readonly users: Readonly<Record<string, string>>;
  readonly channels: Readonly<Record<string, string>>;
}

/* Class names start with the plugin id: the site's CSS is global. Phone widths: 320-430 px. */
.__ID__-page { background: var(--surface); border-radius: var(--radius); padding: 16px; }
.__ID__-page__title { font-size: 20px; margin: 0 0 12px; }
.__ID__-page__text { color: var(--muted); overflow-wrap: anywhere; }
.__ID__-page__home { display: inline-block; min-height: 44px; line-height: 44px; color: var(--accent); }

/** Where the profile is served as JSON (and its MCP resource's address): no SDK import, so the HTTP documents can use it at start-up. */
export const PROFILE_PATH = '/profile.json';

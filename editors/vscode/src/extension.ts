import { execFile } from 'child_process';
import * as vscode from 'vscode';
import { DocumentSelector, LanguageClient, LanguageClientOptions, ServerOptions, TransportKind } from 'vscode-languageclient/node';
import { findExecutable } from './locate';
import { documentSelector, manifestInvocation, NOT_FOUND, serverInvocation, WATCHED_FILES } from './wiring';

let client: LanguageClient | undefined;

function executable(): string | undefined {
  const configured = vscode.workspace.getConfiguration('agtpStudio').get<string>('path');
  return findExecutable(configured, process.env.PATH);
}

async function startServer(context: vscode.ExtensionContext): Promise<void> {
  if (client) {
    await client.stop();
    client = undefined;
  }
  const exe = executable();
  if (!exe) {
    void vscode.window.showErrorMessage(NOT_FOUND);
    return;
  }
  const semantic = vscode.workspace.getConfiguration('agtpStudio').get<string>('semantic') ?? 'embedding';
  const run = serverInvocation(exe, semantic);
  const serverOptions: ServerOptions = { command: run.command, args: run.args, transport: TransportKind.stdio };
  const clientOptions: LanguageClientOptions = {
    documentSelector: documentSelector() as DocumentSelector,
    synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher(WATCHED_FILES) },
  };
  client = new LanguageClient('agtpStudio', 'AGTP Studio', serverOptions, clientOptions);
  context.subscriptions.push({ dispose: () => void client?.stop() });
  await client.start();
}

async function showManifest(): Promise<void> {
  const exe = executable();
  if (!exe) {
    void vscode.window.showErrorMessage(NOT_FOUND);
    return;
  }
  const editorFolder = vscode.window.activeTextEditor
    ? vscode.workspace.getWorkspaceFolder(vscode.window.activeTextEditor.document.uri)
    : undefined;
  const folder = editorFolder ?? vscode.workspace.workspaceFolders?.[0];
  if (!folder) {
    void vscode.window.showErrorMessage('AGTP Studio: open a workspace folder to see its manifest.');
    return;
  }
  const run = manifestInvocation(exe, folder.uri.fsPath);
  execFile(run.command, run.args, { maxBuffer: 64 * 1024 * 1024 }, async (error, stdout, stderr) => {
    if (error && !stdout) {
      void vscode.window.showErrorMessage(`AGTP Studio: manifest failed: ${stderr || error.message}`);
      return;
    }
    const doc = await vscode.workspace.openTextDocument({ language: 'json', content: stdout });
    await vscode.window.showTextDocument(doc, { preview: true, viewColumn: vscode.ViewColumn.Beside });
  });
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  context.subscriptions.push(
    vscode.commands.registerCommand('agtpStudio.startServer', () => startServer(context)),
    vscode.commands.registerCommand('agtpStudio.showManifest', showManifest),
  );
  await startServer(context);
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}

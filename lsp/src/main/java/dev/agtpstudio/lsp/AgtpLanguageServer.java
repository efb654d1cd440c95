package dev.agtpstudio.lsp;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.lsp.rpc.Lifecycle;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.IntConsumer;
import org.eclipse.lsp4j.CodeActionKind;
import org.eclipse.lsp4j.CodeActionOptions;
import org.eclipse.lsp4j.CompletionOptions;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.SaveOptions;
import org.eclipse.lsp4j.SemanticTokensWithRegistrationOptions;
import org.eclipse.lsp4j.ServerCapabilities;
import org.eclipse.lsp4j.ServerInfo;
import org.eclipse.lsp4j.TextDocumentSyncKind;
import org.eclipse.lsp4j.TextDocumentSyncOptions;
import org.eclipse.lsp4j.WorkspaceFolder;
import org.eclipse.lsp4j.WorkspaceFoldersOptions;
import org.eclipse.lsp4j.WorkspaceServerCapabilities;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.LanguageClientAware;
import org.eclipse.lsp4j.services.LanguageServer;
import org.eclipse.lsp4j.services.TextDocumentService;
import org.eclipse.lsp4j.services.WorkspaceService;

/**
 * The AGTP Studio language server: lifecycle ({@code initialize}, {@code initialized}, {@code shutdown},
 * {@code exit}) and capabilities. The workspace folders come from {@code workspaceFolders}, else {@code rootUri};
 * they are loaded once the client says {@code initialized}.
 */
public final class AgtpLanguageServer implements LanguageServer, LanguageClientAware, Lifecycle.State {
    /** The {@code serverInfo.name} this server reports. */
    public static final String NAME = "agtp-studio";
    /** Characters after which the client asks for completion by itself. */
    static final List<String> TRIGGER_CHARACTERS = List.of("\"", "'", "=", ":", "[", " ");

    private final LspWorkspace workspace;
    private final AgtpTextDocumentService documents;
    private final AgtpWorkspaceService workspaceService;
    private final IntConsumer exit;
    private final String version;
    private volatile LanguageClient client;
    private volatile List<Path> roots = List.of();
    private volatile boolean initializeReceived;
    private volatile boolean shutdown;
    private volatile boolean exited;

    /**
     * @param options how pass 6 is judged and where rule links point
     * @param exit    called with the process exit code on {@code exit} (0 after {@code shutdown}, else 1)
     */
    public AgtpLanguageServer(LspOptions options, IntConsumer exit) {
        this.workspace = new LspWorkspace(
                MethodCatalog::bundled,
                options.embeddingModel() ? Pass6::withModel : Pass6::lexiconOnly,
                () -> new DiagnosticConverter(options.docsBase()),
                () -> client);
        this.documents = new AgtpTextDocumentService(workspace);
        this.workspaceService = new AgtpWorkspaceService(workspace);
        this.exit = exit;
        this.version = options.version();
    }

    @Override
    public void connect(LanguageClient client) {
        this.client = client;
    }

    @Override
    @SuppressWarnings("deprecation") // rootUri and rootPath: older clients send only these
    public CompletableFuture<InitializeResult> initialize(InitializeParams params) {
        List<Path> found = paths(params.getWorkspaceFolders());
        if (found.isEmpty()) {
            Path root = Uris.toPath(params.getRootUri());
            if (root == null && params.getRootPath() != null) {
                root = Path.of(params.getRootPath()).toAbsolutePath().normalize();
            }
            if (root != null) {
                found = List.of(root);
            }
        }
        roots = found;
        workspace.clients(ClientsInitOption.from(params.getInitializationOptions(), message -> {
            if (client != null) {
                client.logMessage(new org.eclipse.lsp4j.MessageParams(org.eclipse.lsp4j.MessageType.Warning, message));
            }
        }));
        var text = params.getCapabilities() == null
                ? null
                : params.getCapabilities().getTextDocument();
        documents.hoverFormat(
                text == null || text.getHover() == null ? null : text.getHover().getContentFormat());
        initializeReceived = true;
        return CompletableFuture.completedFuture(new InitializeResult(capabilities(), new ServerInfo(NAME, version)));
    }

    static ServerCapabilities capabilities() {
        ServerCapabilities c = new ServerCapabilities();
        TextDocumentSyncOptions sync = new TextDocumentSyncOptions();
        sync.setOpenClose(true);
        sync.setChange(TextDocumentSyncKind.Incremental);
        sync.setSave(new SaveOptions(false));
        c.setTextDocumentSync(sync);
        c.setCompletionProvider(new CompletionOptions(false, TRIGGER_CHARACTERS));
        c.setHoverProvider(true);
        c.setCodeActionProvider(new CodeActionOptions(List.of(CodeActionKind.QuickFix, CodeActions.FIX_ALL_KIND)));
        c.setDefinitionProvider(true);
        c.setDocumentSymbolProvider(true);
        SemanticTokensWithRegistrationOptions tokens = new SemanticTokensWithRegistrationOptions(VerbTokens.LEGEND);
        tokens.setFull(true);
        c.setSemanticTokensProvider(tokens);
        WorkspaceFoldersOptions folders = new WorkspaceFoldersOptions();
        folders.setSupported(true);
        folders.setChangeNotifications(Either.forRight(true));
        c.setWorkspace(new WorkspaceServerCapabilities(folders));
        return c;
    }

    @Override
    public boolean initializeReceived() {
        return initializeReceived;
    }

    @Override
    public boolean shutdownReceived() {
        return shutdown;
    }

    @Override
    public void initialized(InitializedParams params) {
        workspace.addFolders(roots);
    }

    @Override
    public CompletableFuture<Object> shutdown() {
        shutdown = true;
        return CompletableFuture.completedFuture(null);
    }

    @Override
    public void exit() {
        exited = true;
        workspace.close();
        exit.accept(shutdown ? 0 : 1);
    }

    /** True once the client sent {@code exit}. */
    boolean exited() {
        return exited;
    }

    /** The input ended without {@code exit}: stop validating and release the model. */
    void endOfInput() {
        workspace.close();
    }

    @Override
    public TextDocumentService getTextDocumentService() {
        return documents;
    }

    @Override
    public WorkspaceService getWorkspaceService() {
        return workspaceService;
    }

    static List<Path> paths(List<WorkspaceFolder> folders) {
        List<Path> out = new ArrayList<>();
        if (folders != null) {
            folders.stream()
                    .filter(Objects::nonNull)
                    .map(f -> Uris.toPath(f.getUri()))
                    .filter(Objects::nonNull)
                    .forEach(out::add);
        }
        return out;
    }
}

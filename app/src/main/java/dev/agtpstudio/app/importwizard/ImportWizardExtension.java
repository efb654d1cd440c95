package dev.agtpstudio.app.importwizard;

import dev.agtpstudio.app.gui.StudioExtension;
import dev.agtpstudio.app.gui.StudioHost;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.importer.OpenApiImporter;

/**
 * Adds the one action "File > Import OpenAPI..." (also in the command palette) that opens the import wizard. An
 * import never changes the open workspace (no tabs closed, no save prompts): the files are written to the chosen
 * folder and the workspace is rescanned, so they are validated live like any other file.
 */
public final class ImportWizardExtension implements StudioExtension {
    @Override
    public void install(StudioHost studio) {
        studio.actions().add("import.openapi", "File", "Import OpenAPI...", null, () -> {
            MethodCatalog catalog = MethodCatalog.bundled();
            new ImportWizardWindow(
                            new ImportWizardModel(OpenApiImporter.standard(catalog), catalog),
                            studio.dialogs(),
                            studio.rootProperty().get(),
                            dir -> studio.rescan(),
                            file -> studio.documents().open(file))
                    .show(studio.stage());
        });
    }
}

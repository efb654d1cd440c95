package dev.agtpstudio.server.dispatch;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Writes a small workspace (server config, recipes, endpoints, fixtures) into a folder and loads it. */
public final class TestWorkspace {
    static final String SERVER = """
            [server]
            server_id = "test.agtp.local"
            operator = "Test Operator"
            contact = "ops@example.com"

            [policies]
            wildcards_accepted = false
            anonymous_discovery = %s
            scope_required_for_invocation = %s
            synthesis_enabled = %s
            max_synthesis_depth = 3

            [policies.methods]
            allow = "*"
            disallow = ["PURGE"]

            [[policies.methods.redirects]]
            from_method = "SEARCH"
            from_path = "/rooms"
            to_method = "QUERY"
            to_path = "/rooms"
            """;

    public static final String QUERY_ROOMS = """
            [endpoint]
            method = "QUERY"
            path = "/rooms"
            description = "Searches the room inventory of one property."

            [endpoint.semantic]
            intent = "Find open rooms at a property for a stay."
            actor = "agent"
            outcome = "A list of open rooms is returned."
            capability = "discovery"
            confidence = 0.8
            impact = "informational"
            is_idempotent = true

            [[endpoint.input.required]]
            name = "property_id"
            type = "string"
            description = "The property to search."

            [[endpoint.input.optional]]
            name = "guests"
            type = "integer"
            description = "How many guests."

            [[endpoint.output]]
            name = "rooms"
            type = "array"
            description = "Open rooms."
            schema = { type = "array", items = { type = "object", properties = { room_id = { type = "string" } } } }

            [[endpoint.output]]
            name = "currency"
            type = "string"
            description = "Currency of the rates."

            [endpoint.errors]
            list = ["property_not_found"]

            [endpoint.handler]
            type = "registered_function"
            function = "hotel.inventory.query_rooms"
            """;

    static final String QUERY_ROOMS_FIXTURES = """
            {"cases": [
              {"name": "unknown property", "when": {"input": {"property_id": "missing"}},
               "error": {"code": "property_not_found", "message": "no such property", "details": {"property_id": "missing"}}},
              {"name": "undeclared", "when": {"input": {"property_id": "oops"}}, "error": {"code": "database_down"}},
              {"name": "bad output", "when": {"input": {"property_id": "broken"}}, "response": {"rooms": []}},
              {"name": "extra field", "when": {"input": {"property_id": "extra"}}, "response": {"rooms": [], "currency": "EUR", "note": "x"}},
              {"name": "harbor", "when": {"input": {"property_id": {"$regex": "^p[0-9]+$"}}},
               "response": {"rooms": [{"room_id": "r-101"}], "currency": "USD"}}
            ]}
            """;

    static final String BOOK_ROOM = """
            [endpoint]
            method = "BOOK"
            path = "/rooms/{room_id}"
            description = "Books one room for a guest."
            required_scopes = ["booking:room"]

            [endpoint.semantic]
            intent = "Reserve a specific room for a guest."
            actor = "agent"
            outcome = "The room is booked and a reservation id is returned."
            capability = "transaction"
            confidence = 0.9
            impact = "irreversible"
            is_idempotent = false

            [[endpoint.input.required]]
            name = "room_id"
            type = "string"
            description = "The room."

            [[endpoint.input.required]]
            name = "guest"
            type = "string"
            description = "Guest name."

            [[endpoint.output]]
            name = "reservation_id"
            type = "string"
            description = "The reservation."
            format = "uuid"

            [endpoint.errors]
            list = ["room_unavailable"]

            [endpoint.handler]
            type = "registered_function"
            function = "hotel.booking.book_room"

            [endpoint.deprecated]
            deprecated_in = "1.4.0"
            removed_in = "3.0.0"

            [endpoint.deprecated.successor]
            method = "RESERVE"
            path = "/reservations"
            """;

    static final String SUMMARIZE = """
            [endpoint]
            method = "SUMMARIZE"
            path = "/texts"
            description = "Summarizes a source object."

            [endpoint.semantic]
            intent = "Summarize a document or result set."
            actor = "agent"
            outcome = "A short summary is returned."
            capability = "analysis"
            confidence = 0.7
            impact = "informational"
            is_idempotent = true

            [[endpoint.input.required]]
            name = "source"
            type = "object"
            description = "What to summarize."

            [[endpoint.output]]
            name = "summary"
            type = "string"
            description = "The summary."

            [endpoint.errors]
            list = []

            [endpoint.handler]
            type = "registered_function"
            function = "hotel.text.summarize"
            """;

    static final String ANALYZE = """
            [endpoint]
            method = "ANALYZE"
            path = "/occupancy"
            description = "Searches a property's rooms and summarizes the result."

            [endpoint.semantic]
            intent = "Analyze occupancy of a property."
            actor = "agent"
            outcome = "A summary of open rooms is returned."
            capability = "analysis"
            confidence = 0.7
            impact = "informational"
            is_idempotent = true

            [[endpoint.input.required]]
            name = "property_id"
            type = "string"
            description = "The property."

            [[endpoint.output]]
            name = "summary"
            type = "string"
            description = "The summary."

            [endpoint.errors]
            list = ["composition_failed"]

            [endpoint.handler]
            type = "composition"
            recipe = "room-report"
            """;

    static final String VERIFY_BOOKING = """
            [endpoint]
            method = "VERIFY"
            path = "/bookings"
            description = "Books a room and reports the booking."

            [endpoint.semantic]
            intent = "Verify a room can be booked by booking it."
            actor = "agent"
            outcome = "A booking is made."
            capability = "transaction"
            confidence = 0.7
            impact = "irreversible"
            is_idempotent = false

            [[endpoint.input.required]]
            name = "room_id"
            type = "string"
            description = "The room."

            [[endpoint.output]]
            name = "reservation_id"
            type = "string"
            description = "The reservation."

            [endpoint.errors]
            list = ["composition_failed"]

            [endpoint.handler]
            type = "composition"
            recipe = "book-then-summarize"
            """;

    static final String FETCH_ARTICLE = """
            [endpoint]
            method = "FETCH"
            path = "/articles/{article_id}"
            description = "Fetches one article from the upstream CMS."

            [endpoint.semantic]
            intent = "Fetch an article by id."
            actor = "agent"
            outcome = "The article is returned."
            capability = "retrieval"
            confidence = 0.9
            impact = "informational"
            is_idempotent = true

            [[endpoint.input.required]]
            name = "article_id"
            type = "string"
            description = "The article."

            [[endpoint.output]]
            name = "title"
            type = "string"
            description = "Title."

            [[endpoint.output]]
            name = "author_id"
            type = "integer"
            description = "Author."

            [endpoint.errors]
            list = ["article_not_found", "upstream_timeout", "upstream_connection_error", "upstream_malformed_response", "upstream_authentication_failed", "upstream_error"]

            [endpoint.handler]
            type = "external_service"
            url = "%s/posts/{article_id}"
            method = "GET"
            timeout_seconds = 1

            [endpoint.handler.headers]
            "Authorization" = "Bearer ${CMS_TOKEN}"

            [endpoint.handler.output_transform]
            author_id = "userId"

            [endpoint.handler.error_map]
            "404" = "article_not_found"
            """;

    static final String RECIPES = """
            [[recipe]]
            name = "room-report"
            version = "2"

            [recipe.pattern]
            name_exact = "EVALUATE"
            has_parameters = ["property_id"]

            [[recipe.steps]]
            method = "QUERY"
            capture_as = "search"

              [recipe.steps.parameters.property_id]
              kind = "proposal"
              value = "property_id"

            [[recipe.steps]]
            method = "SUMMARIZE"
            capture_as = "summary"

              [recipe.steps.parameters.source]
              kind = "previous_step"
              value = "search"

            [recipe.aggregation]
            mode = "last"

            [[recipe]]
            name = "book-then-summarize"
            version = "1"

            [recipe.pattern]
            name_exact = "RESERVE"

            [[recipe.steps]]
            method = "BOOK"
            capture_as = "booking"

              [recipe.steps.parameters.room_id]
              kind = "proposal"
              value = "room_id"

              [recipe.steps.parameters.guest]
              kind = "constant"
              value = "Composer"

            [[recipe.steps]]
            method = "SUMMARIZE"

              [recipe.steps.parameters.source]
              kind = "previous_step"
              value = "booking"

            [recipe.aggregation]
            mode = "merge"

            [[recipe]]
            name = "anything-on-rooms"

            [recipe.pattern]
            path_exact = "/rooms"

            [[recipe.steps]]
            method = "QUERY"

              [recipe.steps.parameters.property_id]
              kind = "proposal"
              value = "property_id"
            """;

    private TestWorkspace() {}

    /** Options for the server config. */
    record Config(boolean anonymousDiscovery, boolean scopeRequired, boolean synthesis, String upstream) {
        static Config defaults() {
            return new Config(true, false, true, "https://cms.example.com");
        }
    }

    static Workspace write(Path root, Config c) {
        try {
            Files.createDirectories(root.resolve("endpoints"));
            Files.writeString(
                    root.resolve("agtp-server.toml"),
                    SERVER.formatted(c.anonymousDiscovery(), c.scopeRequired(), c.synthesis()));
            Files.writeString(root.resolve("agtp-recipes.toml"), RECIPES);
            Files.writeString(root.resolve("endpoints/query_rooms.toml"), QUERY_ROOMS);
            Files.writeString(root.resolve("endpoints/query_rooms.fixtures.json"), QUERY_ROOMS_FIXTURES);
            Files.writeString(root.resolve("endpoints/book_room.toml"), BOOK_ROOM);
            Files.writeString(root.resolve("endpoints/summarize.toml"), SUMMARIZE);
            Files.writeString(root.resolve("endpoints/analyze.toml"), ANALYZE);
            Files.writeString(root.resolve("endpoints/verify_booking.toml"), VERIFY_BOOKING);
            Files.writeString(root.resolve("endpoints/fetch_article.toml"), FETCH_ARTICLE.formatted(c.upstream()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return load(root);
    }

    static Workspace load(Path root) {
        return WorkspaceLoader.load(root, MethodCatalog.bundled());
    }
}
